/**
 * An e-mail address as every table and card shows it (issue 40): never cut mid-word
 * ("somying@exa / mple.com"). It may break only before the "@"; a part longer than its
 * box ends in "…", with the whole address still in the page's text (copy, screen readers)
 * and as the hover title.
 */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  const parts = at > 0 ? [email.slice(0, at), email.slice(at)] : [email];
  return (
    // Inline blocks, not flex items: the line may break between the two parts, and the page's
    // text (copy, innerText) still reads the address whole.
    <span title={email} className={`max-w-full ${className}`}>
      {parts.map((part, index) => (
        // At most 9rem a part: in a table a part's own width would otherwise set the column's
        // (a cell's percentages follow its content), and the table would scroll sideways.
        <span key={index} className="inline-block max-w-36 truncate align-bottom">
          {part}
        </span>
      ))}
    </span>
  );
}
