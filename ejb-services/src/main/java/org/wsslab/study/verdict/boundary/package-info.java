/** The verdicts of the studies' findings, as the API, the Studies page, the report and the export read them (docs/verdicts.md). */
package org.wsslab.study.verdict.boundary;
