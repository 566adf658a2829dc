import { useDocumentTitle } from "../../../lib/document-title";
import { AdminScreen } from "../shell/admin-screen";
import { ReportSection } from "./report-section";
import { StatesSection } from "./states-section";

/** /admin/compliance: where wine may ship, how much, at what tax, and what was sold where. */
export function CompliancePage() {
  useDocumentTitle("Compliance");
  return (
    <AdminScreen
      title="Compliance"
      intro="The states the winery is licensed to ship wine to, each state's yearly limit per person and its sales-tax rate, which checkout applies at once; and the figures for the state filings."
    >
      <StatesSection />
      <ReportSection />
    </AdminScreen>
  );
}
