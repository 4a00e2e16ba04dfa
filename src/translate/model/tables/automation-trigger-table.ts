/**
 * `ext_translate_automation_trigger`: a record changed in the source language, waiting for an automation
 * job into one target language (src/translate/use-cases/automation.ts). Unique per entity, target and record.
 */
export interface AutomationTriggerTable {
  id: string;
  entity: string;
  targetLanguageId: string;
  recordId: string;
  createdAt: string;
}

export interface AutomationTriggerTableSchema {
  ext_translate_automation_trigger: AutomationTriggerTable;
}
