/** The Chart.js configurations every chart of the console and the reports is built from, and each mechanism's colour. */
package org.wsslab.console.charts;
