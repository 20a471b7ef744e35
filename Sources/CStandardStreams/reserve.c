#include "CStandardStreams.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

static int closed_at_start = 0;

// Runs before main and before any runtime opens a descriptor: when a parent starts us with
// stdout closed, the first file or event descriptor opened would otherwise become descriptor 1,
// and the report would be written into it.
__attribute__((constructor)) static void reserve_closed_standard_descriptors(void) {
    for (int descriptor = 0; descriptor <= 2; descriptor++) {
        if (fcntl(descriptor, F_GETFD) != -1 || errno != EBADF) continue;
        // Opened against its use (stdin for writing, the others for reading): every read or write fails.
        int reserved = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY);
        if (reserved < 0) continue;
        if (reserved != descriptor) {
            dup2(reserved, descriptor);
            close(reserved);
        }
        closed_at_start |= 1 << descriptor;
    }
}

int standard_streams_closed_at_start(void) {
    return closed_at_start;
}

int standard_streams_flush_stdout(void) {
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout)) return 0;
    return errno != 0 ? errno : EIO;
}
