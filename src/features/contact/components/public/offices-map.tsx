import { useTranslation } from '~/i18n/use-translation'

/**
 * Both offices on a schematic map drawn here (equirectangular, 26–58° E, 22–44° N): no tiles, no
 * script, no request to a map service (issue 9); each office's card links to OpenStreetMap and
 * Google Maps for a real map. Decision 020.
 */
const SEAS = [
  'M18.8 0 L32.5 7.1 L25 23.6 L40 33 L68.8 31.9 L93.8 23.6 L115 23.6 L131.2 31.9 L156.2 36.6 L193.8 29.5 L196.3 15.3 L175 5.9 L156.2 0 Z',
  'M0 36.6 L5 46 L2.5 54.3 L11.2 64.9 L16.3 82.6 L27.5 86.1 L57.5 85 L81.2 93.2 L107.5 85 L125 86.1 L123.7 102.7 L118.8 120.4 L111.2 134.5 L103.7 149.9 L78.7 151 L53.8 147.5 L37.5 154.6 L0 147.5 Z',
  'M262.5 0 L268.8 11.8 L270 26 L290 41.3 L287.5 56.6 L286.2 66.1 L295 76.7 L312.5 85 L348.8 83.8 L348.8 64.9 L337.5 54.3 L340 40.1 L333.8 28.3 L341.2 20.1 L316.2 0 Z',
  'M275 165.2 L290 165.2 L303.7 174.6 L310 188.8 L333.8 197.1 L358.8 206.5 L378.7 198.2 L381.2 212.4 L378.7 217.1 L375 233.6 L400 240.7 L400 260 L372.5 260 L378.7 226.6 L366.2 220.7 L352.5 232.5 L332.5 234.8 L320 232.5 L320 215.9 L312.5 211.2 L307.5 221.8 L301.2 213.6 L295 200.6 L282.5 188.8 Z',
  'M81.2 166.4 L88.8 185.3 L105 190 L107.5 171.1 L112.5 188.8 L132.5 214.8 L150 236 L162.5 260 L136.2 260 L120 237.2 L105 214.8 L95 197.1 Z',
]

const MARKERS = [
  { key: 'istanbul', x: 37.6, y: 34.5, labelX: 50, labelY: 58, anchor: 'start' },
  { key: 'dubai', x: 366, y: 222, labelX: 354, labelY: 200, anchor: 'end' },
] as const

export function OfficesMap({ names }: { names: Record<'istanbul' | 'dubai', string> }) {
  const { t } = useTranslation('contact')
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-white">
      <svg viewBox="0 0 400 260" role="img" aria-labelledby="offices-map-label" className="block h-auto w-full bg-[#f4efe6]">
        <title id="offices-map-label">{t('map.label')}</title>
        <g stroke="#e2d9c8" strokeWidth="0.6">
          {[50, 100, 150, 200, 250, 300, 350].map((x) => (
            <line key={`x${x}`} x1={x} y1="0" x2={x} y2="260" />
          ))}
          {[50, 100, 150, 200, 250].map((y) => (
            <line key={`y${y}`} x1="0" y1={y} x2="400" y2={y} />
          ))}
        </g>
        <g fill="#cfe3ef" stroke="#9fc3d8" strokeWidth="0.8">
          {SEAS.map((d) => (
            <path key={d.slice(0, 12)} d={d} />
          ))}
        </g>
        <path d="M37.6 34.5 Q 250 40 366 222" fill="none" stroke="#1e3a5f" strokeWidth="1.5" strokeDasharray="5 4" opacity="0.6" />
        {MARKERS.map((marker) => (
          <g key={marker.key}>
            <circle cx={marker.x} cy={marker.y} r="11" fill="#1e3a5f" opacity="0.15" />
            <circle cx={marker.x} cy={marker.y} r="5.5" fill="#b91c1c" stroke="#fff" strokeWidth="2" />
            <text
              x={marker.labelX}
              y={marker.labelY}
              textAnchor={marker.anchor}
              fontSize="13"
              fontWeight="600"
              fill="#1f2937"
              stroke="#f4efe6"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {names[marker.key]}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="border-t border-line p-4 text-sm text-muted">{t('map.description')}</figcaption>
    </figure>
  )
}
