/** Renders a translated sentence with its {{email}} turned into a mailto link. */
export function TextWithEmail({ text, email }: { text: string; email: string }) {
  const at = text.indexOf(email);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={`mailto:${email}`} className="text-accent underline">
        <bdi>{email}</bdi>
      </a>
      {text.slice(at + email.length)}
    </>
  );
}
