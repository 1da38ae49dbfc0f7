package org.wsslab.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.wsslab.it.support.LabApi.Caller.OPERATOR;
import static org.wsslab.it.support.LabApi.Caller.VIEWER;

import jakarta.json.JsonNumber;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.StudyRuns;

/** ApiDescriptionIT's scenario for the studies' routes: each read, a reproduce held and cancelled, and its refusals. */
final class StudiesDescribed {

    private StudiesDescribed() {
    }

    static void check(RouteDescription d, LabApi api) throws Exception {
        d.check("GET", "/studies", api.get(VIEWER, "studies"));
        d.check("GET", "/studies/{study}", api.get(VIEWER, "studies/004"));
        d.check("GET", "/studies/{study}/items/{item}", api.get(VIEWER, "studies/004/items/004-j5"));
        // Seven findings, judged or not run yet: either way every field the description names.
        d.check("GET", "/studies/{study}/findings", api.get(VIEWER, "studies/004/findings"));
        assertEquals(404, d.check("GET", "/studies/{study}/findings", api.get(VIEWER, "studies/005/findings")).statusCode());
        // Tables of every kind of layout, reproduced or not: 000's hold missing columns, growth figures and bytes.
        d.check("GET", "/studies/{study}/tables", api.get(VIEWER, "studies/004/tables"));
        d.check("GET", "/studies/{study}/tables", api.get(VIEWER, "studies/000/tables"));
        d.check("GET", "/studies/{study}/items/{item}/table", api.get(VIEWER, "studies/004/items/004-rtt-table/table"));
        assertEquals(404, d.check("GET", "/studies/{study}/items/{item}/table", api.get(VIEWER, "studies/004/items/004-j1/table"))
                .statusCode());
        d.check("GET", "/studies/{study}/report.html", api.get(VIEWER, "studies/004/report.html"));
        assertEquals(404, d.check("GET", "/studies/{study}/report.html", api.get(VIEWER, "studies/005/report.html")).statusCode());
        assertEquals(404, d.check("GET", "/studies/{study}", api.get(VIEWER, "studies/005")).statusCode());
        assertEquals(404, d.check("GET", "/studies/{study}/items/{item}", api.get(VIEWER, "studies/004/items/000-f1")).statusCode());
        String path = "/studies/{study}/items/{item}/reproduce";
        assertEquals(400, d.check("POST", path, api.call(OPERATOR, "POST", "studies/004/items/004-j5/reproduce", "{\"scale\": 1}"))
                .statusCode());
        api.holdBefore(1);
        List<Long> runs = new ArrayList<>();
        try {
            var made = d.check("POST", path, api.call(OPERATOR, "POST", "studies/004/items/004-j5/reproduce", "{\"scale\": \"scaled\"}"));
            assertEquals(202, made.statusCode(), made.body());
            LabApi.object(made.body()).getJsonArray("groups").getJsonObject(0).getJsonArray("runs").getValuesAs(JsonNumber.class)
                    .forEach(run -> runs.add(run.longValue()));
            d.check("GET", "/studies/{study}/items/{item}", api.get(VIEWER, "studies/004/items/004-j5"));
            d.check("GET", "/groups", api.get(VIEWER, "groups"));
        } finally {
            StudyRuns.cancel(api, runs);
        }
    }
}
