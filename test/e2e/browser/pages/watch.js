// Loaded first, as a classic script in the page's head (an inline one would itself break the CSP): reports
// every Content-Security-Policy violation of the page on the console, where csp.test.ts reads it.
document.addEventListener(
  "securitypolicyviolation",
  (e) => {
    console.log(`a2a-csp ${JSON.stringify({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile, line: e.lineNumber })}`);
  },
  true,
);
