package org.wsslab.bench;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A heap dump read as a stream that knows how far it has read, so a record can be found again by its offset. */
final class HprofInput extends DataInputStream {

    private final Counter counter;
    private int idSize = 8;

    private HprofInput(Counter counter) {
        super(counter);
        this.counter = counter;
    }

    static HprofInput of(InputStream in) {
        return new HprofInput(new Counter(in));
    }

    /** The bytes read so far. */
    long count() {
        return counter.count;
    }

    void idSize(int size) {
        idSize = size;
    }

    /** An object id, 4 or 8 bytes as the dump's header says. */
    long id() throws IOException {
        return idSize == 8 ? readLong() : Integer.toUnsignedLong(readInt());
    }

    void skipFully(long n) throws IOException {
        while (n > 0) {
            long skipped = skip(n);
            if (skipped <= 0) {
                if (read() < 0) {
                    throw new EOFException();
                }
                skipped = 1;
            }
            n -= skipped;
        }
    }

    private static final class Counter extends FilterInputStream {
        private long count;

        Counter(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            count += skipped;
            return skipped;
        }
    }
}
