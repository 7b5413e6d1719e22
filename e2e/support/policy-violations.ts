import type { Page } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Every policy violation the page or its frames report, and every console message about one. */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: Violation) => {
    seen.push(`${violation.directive} blocked ${violation.blocked} (${violation.source})`);
  });
  await page.addInitScript(() => {
    const { reportPolicyViolation: report } = window as unknown as {
      reportPolicyViolation: (violation: Violation) => Promise<void>;
    };
    document.addEventListener('securitypolicyviolation', (event) => {
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
      });
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}
