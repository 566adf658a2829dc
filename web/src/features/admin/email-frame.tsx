import { framedEmail } from "./mail-format";

/** An e-mail as it would look in an inbox, in a frame that runs nothing and reaches nothing. */
export function EmailFrame({
  title,
  html,
  height = "70vh",
}: {
  title: string;
  html: string;
  height?: string;
}) {
  return (
    <iframe
      title={title}
      srcDoc={framedEmail(html)}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      style={{ width: "100%", height, border: "1px solid #E2D4B6", borderRadius: 8, background: "#F8F3E9" }}
    />
  );
}
