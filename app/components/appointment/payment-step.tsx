import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import { secondaryButton, textLink } from "#app/components/ui/button-styles.ts";
import { ExternalLinkIcon } from "#app/components/ui/icons.tsx";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";
import { latinProps } from "#app/i18n/latin-text.ts";
import type { BookingPayment } from "#app/lib/appointment-request.ts";
import { reportGoal } from "#app/lib/report.ts";
import { upiAmount, upiPayLink } from "#app/lib/upi.ts";

type PaymentStepProps = {
  payment: BookingPayment;
  feeText: string;
  feeRupees: number;
  /** The reference made when the patient chose a time; null before. */
  reference: string | null;
  headingLevel: 3 | 4;
};

/** Android opens `upi://` links with a chooser of the UPI apps; iOS has none, so the app button is Android's only. */
function useAndroid(): boolean {
  const [android, setAndroid] = useState(false);
  useEffect(() => setAndroid(/\bAndroid\b/i.test(navigator.userAgent)), []);
  return android;
}

/**
 * How to pay for a video consultation (issue 38, decision 45): the fee and when, the reference, the UPI ID to copy, the
 * bank's QR as uploaded (on a phone behind a button, to scan from another phone), the payment page, and, only where
 * the doctor switched it on and only on Android, a UPI app button. Everything stays in the page: the only thing sent
 * is a goal beacon without the reference or the amount.
 */
export function PaymentStep({ payment, feeText, feeRupees, reference, headingLevel }: PaymentStepProps) {
  const { payment: t, booking, forms } = useMessages();
  const lang = useLang();
  const ids = useId();
  const android = useAndroid();
  const [showQr, setShowQr] = useState(false);
  const [copied, setCopied] = useState<"" | "done" | "failed">("");
  const { upiId = "", qr, pageUrl, payeeName = "" } = payment;
  const payee = payeeName || upiId;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const latin = latinProps(lang);

  async function copyUpiId() {
    try {
      await navigator.clipboard.writeText(upiId);
      setCopied("done");
      reportGoal("upi_copied");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="mt-6 rounded-2xl border border-sand-200 bg-sand-50 p-4 text-ink-900 sm:p-5"
      data-testid="payment-step"
    >
      <Heading id={`${ids}-heading`} className="text-lg font-semibold">
        {t.heading}
      </Heading>
      <p className="mt-2">
        <strong data-testid="payment-fee">{feeText}</strong> · {booking.facts.payWhen[payment.videoPayWhen]}
      </p>
      {reference ? (
        <>
          <p className="mt-3">
            {t.reference}:{" "}
            <strong className="font-mono text-lg tracking-wider" data-testid="payment-reference" {...latin} dir="ltr">
              {reference}
            </strong>
          </p>
          <p className="mt-1 text-ink-700">{t.referenceUse}</p>
        </>
      ) : (
        <p className="mt-3 text-ink-700">{t.referenceLater}</p>
      )}
      {upiId ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_auto] lg:items-start">
          <div>
            <p className="font-medium">{t.upiId}</p>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <code className="rounded-lg bg-white px-3 py-2 text-base [overflow-wrap:anywhere]" data-testid="upi-id" dir="ltr">
                {upiId}
              </code>
              <button type="button" onClick={() => void copyUpiId()} className={secondaryButton}>
                {t.copy}
                <span className="sr-only"> {t.upiId}</span>
              </button>
            </div>
            <p role="status" className="mt-1 min-h-6 text-ink-700">
              {copied === "done" ? t.copied : copied === "failed" ? t.copyFailed : ""}
            </p>
          </div>
          {qr ? (
            <div>
              <button
                type="button"
                aria-expanded={showQr}
                aria-controls={`${ids}-qr`}
                onClick={() => setShowQr(!showQr)}
                className={`${secondaryButton} lg:hidden`}
              >
                {showQr ? t.hideQr : t.showQr}
              </button>
              {/* Fetched with the page's step even while hidden, so choosing a time sends no request. */}
              <div id={`${ids}-qr`} className={`${showQr ? "mt-3" : "hidden"} w-56 rounded-xl bg-white p-2 lg:mt-0 lg:block`}>
                <Picture image={qr.image} alt={t.qrAlt(payee)} sizes="208px" eager className="h-auto w-full" />
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
      {payment.appButton && upiId && android && reference ? (
        <a href={upiPayLink({ upiId, payeeName, rupees: feeRupees, reference })} className={`${secondaryButton} mt-3`} data-testid="upi-app-button">
          {t.appButton(upiAmount(feeRupees))}
        </a>
      ) : null}
      {pageUrl ? (
        <p className="mt-3">
          <a href={pageUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
            {t.paymentPage}
            <ExternalLinkIcon size={16} className="ms-1 inline-block align-[-2px] rtl:-scale-x-100" />
            <span className="sr-only">{forms.opensInNewTab}</span>
          </a>
        </p>
      ) : null}
      {upiId ? <p className="mt-3 text-ink-700">{t.neutral(payee)}</p> : null}
      <p className="mt-3 text-ink-700">{t.utr}</p>
      <p className="mt-3">
        <Link to={pathIn(lang, "/before-your-visit")} className={textLink}>
          {t.beforeYourVisit}
        </Link>
      </p>
    </section>
  );
}
