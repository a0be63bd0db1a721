/** The site's mark: a chip seen from above, drawn in the accent colour. Same drawing as the favicon. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path className="logo-mark__pins" d="M10 2v4M16 2v4M22 2v4M10 26v4M16 26v4M22 26v4M2 10h4M2 16h4M2 22h4M26 10h4M26 16h4M26 22h4" />
      <rect className="logo-mark__body" x="6" y="6" width="20" height="20" rx="3" />
      <rect className="logo-mark__die" x="11" y="11" width="10" height="10" rx="1" />
    </svg>
  );
}
