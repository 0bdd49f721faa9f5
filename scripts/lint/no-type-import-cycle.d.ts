import type { Rule } from 'eslint';

export declare const noTypeImportCycle: Rule.RuleModule;
