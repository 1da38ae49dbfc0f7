/** An Apache CXF + WSS4J client of the lab's echo endpoints, run in its own JVM: does the second stack interoperate? */
package org.wsslab.cxf;
