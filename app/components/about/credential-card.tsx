import type { ComponentType, ReactNode } from "react";

type CredentialCardProps = {
  id: string;
  title: string;
  icon: ComponentType<{ size?: number }>;
  children: ReactNode;
};

/** A card of the About page's Education / Memberships / Research Studies row. */
export function CredentialCard({ id, title, icon: Icon, children }: CredentialCardProps) {
  return (
    <section aria-labelledby={id} className="card h-full">
      <span className="icon-badge">
        <Icon size={24} />
      </span>
      <h2 id={id} className="mt-5 text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 space-y-4">{children}</ul>
    </section>
  );
}
