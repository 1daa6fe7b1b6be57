import { useId, useState } from "react";
import type { Path } from "#app/lib/admin/practice-draft.ts";
import { uploadUpiQr } from "#app/lib/admin/practice.ts";
import type { VisitQuestion } from "#app/lib/practice-schema.ts";
import { revealingPayeeWords, rupeesInText } from "#app/lib/upi.ts";
import { ImageField } from "#app/components/admin/image-field.tsx";
import { Switch } from "#app/components/admin/switch.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { ListEditor } from "#app/components/admin/practice/list-editor.tsx";
import { PracticeNumber, PracticeText, usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";

const grid = "grid gap-5 md:grid-cols-2";

/** The fee as shown follows a new amount when it names the old one ("Rs. 500 (…)" becomes "Rs. 600 (…)"). */
function feeTextFor(text: string, previous: number, next: number): string {
  const pattern = new RegExp(`(^|\\D)${previous}(?!\\d)`);
  return pattern.test(text) ? text.replace(pattern, `$1${next}`) : text;
}

/** A fee's amount in rupees follows its words when they name one ("Rs. 900" → 900); the Payments section shows it. */
export function followFee(set: (path: Path, value: unknown) => void, offerPath: Path, text: string): void {
  const rupees = rupeesInText(text);
  if (rupees !== null) set([...offerPath, "feeRupees"], rupees);
}

function FeeInRupees({ path, label, feeText, rupees }: { path: Path; label: string; feeText: string; rupees: number }) {
  const { set } = usePracticeForm();
  return (
    <PracticeNumber
      path={[...path, "feeRupees"]}
      label={label}
      hint={`What the patient pays, in whole rupees. The fee as shown, “${feeText}”, must name the same amount.`}
      onNumber={(next) => set([...path, "feeText"], feeTextFor(feeText, rupees, next))}
    />
  );
}

/** The bank's merchant QR: read at upload, kept only when it is a UPI QR; the payee it names must be the UPI ID. */
function UpiQrField() {
  const { draft, set, errors, disabled } = usePracticeForm();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { qr, upiId } = draft.payment;

  async function choose(chosen: File | null) {
    setFile(chosen);
    if (!chosen) return;
    setProgress(0);
    const uploaded = await uploadUpiQr(chosen, setProgress);
    setProgress(null);
    setFile(null);
    if (!uploaded.ok) {
      notifyFailure(uploaded, uploaded.message || "The QR could not be uploaded");
      return;
    }
    const { image, payee } = uploaded.data.qr;
    set(["payment", "qr"], { image, payee });
    if (!upiId) set(["payment", "upiId"], payee);
    if (upiId && payee.toLowerCase() !== upiId.toLowerCase())
      notify("error", `This QR pays ${payee}, not ${upiId}. Upload the QR of your UPI ID, or change the UPI ID.`);
    else notify("success", "QR uploaded. Save to show it on the booking page.");
  }

  return (
    <div className="space-y-2">
      <ImageField
        label="Your bank's UPI QR"
        file={file}
        onFileChange={(chosen) => void choose(chosen)}
        currentUrl={qr?.image.url ?? ""}
        progress={progress}
        disabled={disabled || progress !== null}
        error={errors["payment.qr"]}
      />
      <p className="text-ink-700">
        The QR image your bank or UPI app issued for the practice's UPI ID, as it is: patients see exactly this image. It is read when you upload it; a QR that
        is no UPI payment, or pays another UPI ID, is refused.
      </p>
      {qr ? (
        <p className="flex flex-wrap items-center gap-3">
          <span>
            Pays <code>{qr.payee}</code>
          </span>
          <button type="button" className={buttonClass("secondary")} disabled={disabled} onClick={() => set(["payment", "qr"], null)}>
            Remove the QR
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** How patients pay (issue 38): fees in rupees, when the video fee is paid, UPI, the QR, a payment page, the refund policy. */
export function PaymentsSection() {
  const { draft, set, disabled } = usePracticeForm();
  const { payment } = draft;
  const whenId = useId();
  const revealing = revealingPayeeWords(payment.payeeName);
  return (
    <>
      <div className={grid}>
        {draft.clinics.map((clinic, index) => (
          <FeeInRupees
            key={clinic.id}
            path={["clinics", index]}
            label={`${clinic.name || "New clinic"}: fee in rupees`}
            feeText={clinic.feeText}
            rupees={clinic.feeRupees}
          />
        ))}
        <FeeInRupees path={["online"]} label="Video consultation: fee in rupees" feeText={draft.online.feeText} rupees={draft.online.feeRupees} />
        <div>
          <label htmlFor={whenId} className="font-medium">
            When the video fee is paid
          </label>
          <select
            id={whenId}
            className="field appearance-auto"
            value={payment.videoPayWhen}
            disabled={disabled}
            onChange={(event) => set(["payment", "videoPayWhen"], event.target.value)}
          >
            <option value="before">Before the consultation</option>
            <option value="after">After the consultation</option>
          </select>
        </div>
      </div>
      <p className="text-ink-700">Clinic fees are paid at the clinic. The site never takes a payment or stores anything about one.</p>
      <div className={grid}>
        <PracticeText path={["payment", "upiId"]} label="Merchant UPI ID" hint="name@bank, e.g. clinicname@okaxis. Leave empty to show no UPI details." />
        <div>
          <PracticeText path={["payment", "payeeName"]} label="Payee name patients see" hint="As your bank shows it in UPI apps, e.g. Dr Mehta Clinic." />
          {revealing.length > 0 ? (
            <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="payee-warning">
              “{revealing.join("”, “")}” shows in the patient's UPI history and bank SMS, which family members may see. A name without it, such as your own name
              and “Clinic”, keeps the patient's care private. Ask your bank to change the merchant name too.
            </p>
          ) : null}
        </div>
      </div>
      <UpiQrField />
      <PracticeText
        path={["payment", "pageUrl"]}
        label="Payment page (optional)"
        hint="https:// address of a page made in your payment gateway's dashboard, e.g. a Razorpay Payment Page or a Cashfree Payment Link."
      />
      <div className={disabled ? "pointer-events-none opacity-60" : ""}>
        <Switch checked={payment.appButton} label="Offer a UPI app button" onChange={(next) => set(["payment", "appButton"], next)} />
        <p className="text-ink-700">
          Shown only on Android phones. Turn it on only after paying yourself through it from Google Pay, PhonePe, Paytm and BHIM: UPI apps decline payments
          started by a link to many accounts.
        </p>
      </div>
      <PracticeText path={["payment", "policy"]} label="Cancellation and refund policy" rows={4} />
    </>
  );
}

/** The questions and answers of the "Before your visit" page. */
export function VisitQuestionsSection() {
  return (
    <ListEditor<VisitQuestion>
      path={["visitQuestions"]}
      legend="Questions"
      noun="question"
      itemTitle={(item) => item.question}
      create={() => ({ question: "", answer: "" })}
    >
      {(path) => (
        <>
          <PracticeText path={[...path, "question"]} label="Question" />
          <PracticeText path={[...path, "answer"]} label="Answer" rows={4} />
        </>
      )}
    </ListEditor>
  );
}
