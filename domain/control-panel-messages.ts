// A collection only, the old name of the Control Panel's texts (domain/control-panel-texts.ts, decision 065),
// kept while importers move. New code imports controlPanelTexts. It goes when nothing imports it.
export { controlPanelTexts as controlPanelMessages } from "./control-panel-texts";
