/** The studies as the API and the console read them, and an item reproduced as groups of runs. */
package org.wsslab.study.boundary;
