#ifndef C_PARENT_WATCH_H
#define C_PARENT_WATCH_H

#include <sys/types.h>

/// Asks Linux to signal this process when its parent goes, and exits it then (status 70) if the
/// parent is no longer `parent`. Linux sends the signal when the parent's *thread* that started
/// this process ends, which may be a pool thread of a parent still running: so the signal only
/// prompts the check. Exits at once if the parent has already gone. Does nothing elsewhere.
void parent_watch_exit_with(pid_t parent);

#endif
