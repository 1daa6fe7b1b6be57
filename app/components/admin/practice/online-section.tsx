import { Switch } from "#app/components/admin/switch.tsx";
import { DaysOffEditor } from "#app/components/admin/practice/days-off-editor.tsx";
import { PracticeNumber, PracticeText, usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";
import { TimetableEditor } from "#app/components/admin/practice/timetable-editor.tsx";
import { followFee } from "#app/components/admin/practice/payments-section.tsx";

const grid = "grid gap-5 md:grid-cols-2";

/** The video consultation offer, edited like a clinic: on or off, fee, length, weekly hours and days off. */
export function OnlineSection() {
  const { draft, set, disabled } = usePracticeForm();
  const { enabled } = draft.online;
  return (
    <>
      <div className={disabled ? "pointer-events-none opacity-60" : ""}>
        <Switch checked={enabled} label="Offer video consultations" onChange={(next) => set(["online", "enabled"], next)} />
      </div>
      <div className={grid}>
        <PracticeText path={["online", "feeText"]} label="Fee" hint="As patients read it, e.g. Rs. 800" onText={(text) => followFee(set, ["online"], text)} />
        <PracticeText path={["online", "priceRange"]} label="Price for search engines" hint="e.g. ₹800" />
        <PracticeNumber
          path={["online", "durationMins"]}
          label="Appointment length (minutes)"
          hint="5 to 240; slots are cut this long."
          onNumber={(minutes) => set(["online", "durationText"], `${minutes} minutes`)}
        />
        <PracticeText path={["online", "durationText"]} label="Appointment length as shown" hint="e.g. 30 minutes" />
      </div>
      <TimetableEditor path={["online", "schedule"]} clinicName="" place="for video calls" />
      <DaysOffEditor path={["online", "daysOff"]} clinicName="Video consultations" />
    </>
  );
}
