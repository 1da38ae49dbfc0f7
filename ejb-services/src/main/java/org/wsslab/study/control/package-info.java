/** Reading the study files and the published values they point at (docs/studies.md). */
package org.wsslab.study.control;
