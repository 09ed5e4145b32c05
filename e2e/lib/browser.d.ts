import { type Browser } from 'playwright-core';
export declare const CHROMIUM_ARGS: string[];
export declare function launchBrowser(): Promise<Browser>;
