import classes from './Landing.module.css';

/** A calm, decorative picture of a plant on a field with a rising readiness curve (no data, no text). */
export function HeroIllustration() {
  return (
    <div className={classes.heroArt} aria-hidden>
      <svg viewBox="0 0 420 340" role="presentation" focusable="false">
        <defs>
          <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#eef7f1" />
            <stop offset="1" stopColor="#dcefe2" />
          </linearGradient>
          <linearGradient id="soil" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#cfa757" />
            <stop offset="1" stopColor="#855f12" />
          </linearGradient>
        </defs>
        <rect x="0" y="0" width="420" height="340" rx="28" fill="url(#sky)" />
        <path d="M0 250 C90 225 170 240 250 232 C320 226 370 236 420 230 V312 a28 28 0 0 1 -28 28 H28 a28 28 0 0 1 -28 -28Z" fill="url(#soil)" opacity="0.9" />
        <path d="M0 262 C110 246 200 258 300 250 C350 246 390 252 420 250" stroke="#22613d" strokeWidth="3" fill="none" opacity="0.5" />
        <g transform="translate(238 128)">
          <rect x="0" y="40" width="110" height="70" rx="6" fill="#2c7a4d" />
          <rect x="14" y="56" width="22" height="18" rx="3" fill="#b7dec4" />
          <rect x="46" y="56" width="22" height="18" rx="3" fill="#b7dec4" />
          <rect x="78" y="10" width="16" height="40" rx="3" fill="#22613d" />
          <circle cx="86" cy="0" r="10" fill="#fff" opacity="0.85" />
          <circle cx="98" cy="-16" r="8" fill="#fff" opacity="0.6" />
          <rect x="-40" y="70" width="36" height="40" rx="6" fill="#16472c" />
          <path d="M-4 86 h4" stroke="#16472c" strokeWidth="6" />
        </g>
        <g transform="translate(60 150)">
          <path d="M20 100 V40" stroke="#22613d" strokeWidth="5" strokeLinecap="round" />
          <path d="M20 52 C20 24 40 8 72 8 C72 38 52 52 20 52Z" fill="#52ad72" />
          <path d="M20 66 C20 44 4 28 -22 28 C-22 52 -4 66 20 66Z" fill="#8ecaa3" />
        </g>
        <g className="curve">
          <polyline points="40,110 110,96 170,80 230,58 300,46 380,30" fill="none" stroke="#2c7a4d" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="380" cy="30" r="8" fill="#fff" stroke="#2c7a4d" strokeWidth="4" />
          <circle cx="230" cy="58" r="6" fill="#2c7a4d" />
          <circle cx="110" cy="96" r="6" fill="#2c7a4d" />
        </g>
      </svg>
    </div>
  );
}
