/** The notice's description, one paragraph per blank-line-separated block. */
export function Description({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) {
    return <p className="text-sm text-slate-500 italic">L’avis ne comporte pas de description.</p>;
  }
  return (
    <div className="space-y-3 text-[15px] leading-relaxed text-slate-700">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
