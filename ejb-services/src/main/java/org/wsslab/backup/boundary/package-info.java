/** A portable copy of the lab's databases, between runs: what GET /api/backup and bin/wsslab backup write. */
package org.wsslab.backup.boundary;
