#ifndef C_STANDARD_STREAMS_H
#define C_STANDARD_STREAMS_H

/// A bit mask of the standard descriptors (bit 0 for stdin, 1 for stdout, 2 for stderr) that were
/// closed when the process started. Each of them now holds /dev/null opened the wrong way round,
/// so every use fails with EBADF instead of reaching a file the process opened later.
int standard_streams_closed_at_start(void);

/// Flushes C's stdout; 0, or the errno of a failure (now or earlier) in what stdio wrote.
int standard_streams_flush_stdout(void);

#endif
