import { useTranslation } from 'react-i18next';

/**
 * The hero illustration: a shop-floor live board fed by a connection box,
 * drawn inline (no image request, crisp at any scale). Labels are translated.
 * Issue 5 replaces the static hero with data-driven banners.
 */
export function HeroArt() {
  const { t } = useTranslation();
  const bars = [62, 78, 54, 88, 71, 93, 66, 84];
  return (
    <svg className="hero-art" viewBox="0 0 560 420" width="560" height="420" role="img" aria-label={t('home:hero.artLabel')}>
      <defs>
        <linearGradient id="ha-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b7bff" stopOpacity=".35" />
          <stop offset="1" stopColor="#3b7bff" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="ha-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4f8cff" />
          <stop offset="1" stopColor="#1656d8" />
        </linearGradient>
        <linearGradient id="ha-box" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dfe8f8" />
        </linearGradient>
        <filter id="ha-shadow" x="-40%" y="-40%" width="180%" height="220%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#020b1f" floodOpacity=".35" />
        </filter>
      </defs>

      {/* Main board */}
      <g filter="url(#ha-shadow)">
        <rect x="40" y="24" width="440" height="300" rx="14" fill="#ffffff" />
      </g>
      <rect x="40" y="24" width="440" height="44" rx="14" fill="#f3f6fc" />
      <rect x="40" y="54" width="440" height="14" fill="#f3f6fc" />
      <circle cx="64" cy="46" r="5" fill="#13a36f" />
      <text x="78" y="51" fontSize="14" fontWeight="600" fill="#10213f">
        {t('home:hero.art.panel')}
      </text>
      <text x="456" y="51" fontSize="12" fill="#8a94a6" textAnchor="end">
        {t('home:hero.art.live')}
      </text>

      {/* KPI tiles */}
      {[
        { x: 60, label: t('home:hero.art.online'), value: '128/136', color: '#1656d8' },
        { x: 200, label: t('home:hero.art.oee'), value: '86.4%', color: '#13a36f' },
        { x: 340, label: t('home:hero.art.orders'), value: '42', color: '#e08a00' },
      ].map((k) => (
        <g key={k.x}>
          <rect x={k.x} y="84" width="124" height="64" rx="8" fill="#f7f9fd" stroke="#e6ecf7" />
          <text x={k.x + 14} y="108" fontSize="12" fill="#6b7485">
            {k.label}
          </text>
          <text x={k.x + 14} y="134" fontSize="22" fontWeight="700" fill={k.color} fontFamily="Arial, sans-serif">
            {k.value}
          </text>
        </g>
      ))}

      {/* Output trend */}
      <g transform="translate(60 164)">
        <path d="M0 120h230M0 80h230M0 40h230" stroke="#eef2f8" />
        <path d="M0 96 L28 88 L56 92 L84 70 L112 74 L140 52 L168 58 L196 36 L230 30 L230 120 L0 120 Z" fill="url(#ha-area)" />
        <path d="M0 96 L28 88 L56 92 L84 70 L112 74 L140 52 L168 58 L196 36 L230 30" fill="none" stroke="#1656d8" strokeWidth="2.5" strokeLinejoin="round" />
        <circle cx="230" cy="30" r="4.5" fill="#fff" stroke="#1656d8" strokeWidth="2.5" />
      </g>

      {/* Machine utilisation */}
      <g transform="translate(310 164)">
        <path d="M0 120h150" stroke="#eef2f8" />
        {bars.map((h, i) => (
          <rect key={i} x={i * 19} y={120 - h} width="11" height={h} rx="3" fill={i === 5 ? '#13a36f' : 'url(#ha-bar)'} opacity={i === 5 ? 1 : 0.9} />
        ))}
      </g>

      {/* Alarm card */}
      <g filter="url(#ha-shadow)">
        <rect x="330" y="292" width="196" height="64" rx="10" fill="#ffffff" />
      </g>
      <rect x="330" y="292" width="5" height="64" rx="2.5" fill="#e08a00" />
      <circle cx="358" cy="324" r="13" fill="#fff4e0" />
      <path d="M358 316v9M358 330v.5" stroke="#e08a00" strokeWidth="2.6" strokeLinecap="round" />
      <text x="380" y="318" fontSize="12" fill="#8a94a6">
        {t('home:hero.art.alarm')} · CNC-07
      </text>
      <text x="380" y="338" fontSize="14" fontWeight="600" fill="#10213f">
        {t('home:hero.art.alarmText')}
      </text>

      {/* Connection box feeding the board */}
      <path d="M128 372 C 128 344, 150 336, 150 324" fill="none" stroke="#8fb3ff" strokeWidth="2" strokeDasharray="5 6" />
      <g filter="url(#ha-shadow)">
        <rect x="62" y="350" width="132" height="50" rx="10" fill="url(#ha-box)" />
      </g>
      <rect x="78" y="364" width="8" height="8" rx="2" fill="#13a36f" />
      <rect x="92" y="364" width="8" height="8" rx="2" fill="#13a36f" />
      <rect x="106" y="364" width="8" height="8" rx="2" fill="#1656d8" />
      <rect x="78" y="380" width="60" height="5" rx="2.5" fill="#c9d6f2" />
      <path d="M160 372a10 10 0 0 1 14 0M156 366a16 16 0 0 1 22 0" fill="none" stroke="#1656d8" strokeWidth="2" strokeLinecap="round" />
      <circle cx="167" cy="378" r="2.5" fill="#1656d8" />
    </svg>
  );
}
