/** The BatiAO mark (a roof over a check) and word mark. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f172a" />
      <path
        d="M6 15.5 16 7l10 8.5"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9.5 14.5V24h13v-9.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
      <path
        d="m12.8 19.2 2.3 2.3 4.3-4.6"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark className={tone === 'light' ? 'size-8 rounded-lg ring-1 ring-white/15' : 'size-8'} />
      <span className={`text-xl font-bold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}>
        Bati<span className="text-amber-500">AO</span>
      </span>
    </span>
  );
}
