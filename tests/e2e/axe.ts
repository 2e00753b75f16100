import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * No serious or critical axe violations, in the page or in the part `include` selects.
 * axe.run in the page itself (legacy mode): the default runs each frame's part, then opens a blank
 * page to join them, injecting axe again there, which costs more than the audit for a page
 * without frames of its own. Only violations are detailed: passes are never read here.
 */
export async function expectNoSeriousAxe(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
