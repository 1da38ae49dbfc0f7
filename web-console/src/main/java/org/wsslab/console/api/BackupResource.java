package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import org.wsslab.backup.boundary.Backup;
import org.wsslab.backup.boundary.Backups;

/**
 * A portable copy of the lab's databases, for bin/wsslab backup (docs/running.md, "Backup and
 * restore"). Operator only (web.xml): it holds every result and every verdict's evidence. The
 * scripts are written before the answer starts, so a refusal (409, measuring) is an answer of its
 * own and never half a zip.
 */
@RequestScoped
@Path("backup")
public class BackupResource {

    @Inject
    Backups backups;

    @GET
    public Response backup() {
        Backup backup = backups.take();
        StreamingOutput body = backup::writeTo;
        return Response.ok(body, "application/zip").header("Content-Disposition", "attachment; filename=\"" + backup.fileName() + "\"")
                .build();
    }
}
