import { useDocumentTitle } from './use-document-title.ts';

/** A screen whose content a later issue builds: its title and what it will hold. */
export function ScreenPlaceholder({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <section className="container-xxl py-4">
      <h1>{title}</h1>
      <p className="lead">{description}</p>
    </section>
  );
}
