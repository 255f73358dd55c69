import { loadCoordinates, PRECISE_COORD_SOURCES, type CoordinateIndex, type CoordSource } from './locations.data.ts';

/*
 * Positions: distances, the position of a commune, and the nearest communes to a point through a
 * grid of cells over the communes with a precise position (built on the first call that needs it).
 */

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in kilometres between two points given in degrees. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  return haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
}

/** Cell size of the nearest-commune grid, in degrees (~28 km of latitude). */
const GRID_CELL = 0.25;
/** Rings of cells searched around the point before falling back to a full scan (3°). */
const GRID_MAX_RING = 12;
const KM_PER_DEGREE = (Math.PI / 180) * 6371.0088;

interface Grid {
  cells: Map<number, number[]>;
  /** Ranks of the communes with a precise position. */
  all: number[];
}

function cellKey(latCell: number, lonCell: number): number {
  return (latCell + 1024) * 4096 + (lonCell + 2048);
}

function buildGrid(coordinates: CoordinateIndex): Grid {
  const cells = new Map<number, number[]>();
  const all: number[] = [];
  coordinates.source.forEach((source, rank) => {
    const lat = coordinates.lat[rank] ?? Number.NaN;
    const lon = coordinates.lon[rank] ?? Number.NaN;
    if (!PRECISE_COORD_SOURCES.has(source) || Number.isNaN(lat) || Number.isNaN(lon)) {
      return;
    }
    all.push(rank);
    const key = cellKey(Math.floor(lat / GRID_CELL), Math.floor(lon / GRID_CELL));
    const list = cells.get(key);
    if (list) {
      list.push(rank);
    } else {
      cells.set(key, [rank]);
    }
  });
  return { cells, all };
}

const grids = new WeakMap<CoordinateIndex, Grid>();

/** The grid of the process-wide positions, built once. */
export function positionGrid(): Grid {
  const coordinates = loadCoordinates();
  let grid = grids.get(coordinates);
  if (!grid) {
    grid = buildGrid(coordinates);
    grids.set(coordinates, grid);
  }
  return grid;
}

/** The position of the commune of that rank, or null when it has none. */
export function positionOf(rank: number): { latitude: number; longitude: number; source: CoordSource } | null {
  const coordinates = loadCoordinates();
  const latitude = coordinates.lat[rank] ?? Number.NaN;
  const longitude = coordinates.lon[rank] ?? Number.NaN;
  const source = coordinates.source[rank] ?? 'none';
  return Number.isNaN(latitude) || Number.isNaN(longitude) ? null : { latitude, longitude, source };
}

/** The ranks of the `max` communes nearest to a point, closest first, with their distance in km. */
export function nearestRanks(lat: number, lon: number, max: number): { rank: number; km: number }[] {
  const coordinates = loadCoordinates();
  const { cells, all } = positionGrid();
  const best: { rank: number; km: number }[] = [];
  const consider = (rank: number) => {
    const km = haversineKm(lat, lon, coordinates.lat[rank] ?? Number.NaN, coordinates.lon[rank] ?? Number.NaN);
    if (best.length < max || km < (best.at(-1)?.km ?? Number.POSITIVE_INFINITY)) {
      let at = best.length;
      while (at > 0 && (best[at - 1]?.km ?? 0) > km) {
        at--;
      }
      best.splice(at, 0, { rank, km });
      if (best.length > max) {
        best.pop();
      }
    }
  };

  const latCell = Math.floor(lat / GRID_CELL);
  const lonCell = Math.floor(lon / GRID_CELL);
  let settled = false;
  for (let ring = 0; ring <= GRID_MAX_RING && !settled; ring++) {
    for (let i = latCell - ring; i <= latCell + ring; i++) {
      const edge = i === latCell - ring || i === latCell + ring;
      for (let j = lonCell - ring; j <= lonCell + ring; j += edge || ring === 0 ? 1 : 2 * ring) {
        cells.get(cellKey(i, j))?.forEach(consider);
      }
    }
    // Whatever lies outside the rings seen so far is at least this far away.
    const highestLat = Math.min(89.9, Math.abs(lat) + (ring + 1) * GRID_CELL);
    const reach = ring * GRID_CELL * KM_PER_DEGREE * Math.cos((highestLat * Math.PI) / 180);
    settled = best.length >= max && (best.at(-1)?.km ?? Number.POSITIVE_INFINITY) <= reach;
  }
  if (!settled) {
    best.length = 0;
    all.forEach(consider);
  }
  return best;
}
