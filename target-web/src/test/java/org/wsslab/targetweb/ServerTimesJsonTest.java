package org.wsslab.targetweb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.wsslab.timing.ServerTime;

class ServerTimesJsonTest {

    @Test
    void aTimedMarkCarriesItsWindowsAndFiguresAndAnUnseenMarkIsLeftOut() {
        Map<Long, Optional<ServerTime>> taken = new LinkedHashMap<>();
        taken.put(Long.MAX_VALUE, Optional.of(new ServerTime(List.of(new long[]{10, 25}, new long[]{30, 41}), 7L, null, "no allocation")));
        taken.put(3L, Optional.empty());
        taken.put(4L, Optional.of(new ServerTime(List.of(), null, null, "still writing")));
        assertEquals("{\"records\":[{\"mark\":\"9223372036854775807\",\"windows\":[[10,25],[30,41]],\"cpu_ns\":7,\"alloc_bytes\":null,"
                + "\"missing\":\"no allocation\"},{\"mark\":\"4\",\"windows\":[],\"cpu_ns\":null,\"alloc_bytes\":null,\"missing\":\"still writing\"}]}",
                ServerTimesJson.write(taken).toString());
    }
}
