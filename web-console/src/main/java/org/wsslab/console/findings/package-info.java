/**
 * The studies' findings as the console shows them (the Studies page, the run page, the offline report):
 * each finding's verdict, the figures of the check it rests on and the runs it read, written once so
 * that every place shows what GET /api/.../findings answers. Reads nothing itself; no page, no route.
 */
package org.wsslab.console.findings;
