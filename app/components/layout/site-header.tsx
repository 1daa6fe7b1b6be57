import { NavLink } from "react-router";
import { usePractice } from "#app/lib/practice-context.ts";
import { MailIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { MobileMenu } from "#app/components/layout/mobile-menu.tsx";
import { LanguageLinks } from "#app/components/layout/language-links.tsx";
import { menuItems } from "#app/components/layout/navigation.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";
import { VisitorCounter } from "#app/components/layout/visitor-counter.tsx";

export function SiteHeader() {
  const practice = usePractice();
  const lang = useLang();
  const { menu, mainMenu } = useMessages().layout;
  return (
    // The slim top bar (exactly h-11) scrolls away; the bar with the logo and menu stays.
    <header className="sticky -top-11 z-30">
      <div className="h-11 bg-accent-800 text-[0.9375rem] text-accent-50">
        <div className="page-wrap flex h-full items-center justify-between gap-4">
          <VisitorCounter />
          <div className="flex items-center gap-6">
            <div className="hidden items-center gap-6 md:flex">
              <a href={practice.contact.phoneHref} className="flex items-center gap-2 hover:text-white">
                <PhoneIcon size={16} />
                <span dir="ltr">{practice.contact.phone}</span>
              </a>
              <a href={`mailto:${practice.contact.email}`} className="flex items-center gap-2 hover:text-white">
                <MailIcon size={16} />
                <span dir="ltr">{practice.contact.email}</span>
              </a>
            </div>
            <LanguageLinks linkClassName="inline-flex min-h-11 items-center hover:text-white hover:underline" />
          </div>
        </div>
      </div>
      <div className="border-b border-sand-200 bg-sand-50/95 backdrop-blur supports-[backdrop-filter]:bg-sand-50/85">
        <div className="page-wrap flex min-h-20 items-center justify-between gap-6">
          <Logo />
          <nav aria-label={mainMenu} className="hidden xl:block">
            <ul className="flex items-center">
              {menuItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={pathIn(lang, item.to)} end={item.to === "/"} className="nav-link">
                    {menu[item.key]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="xl:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
