#include "CParentWatch.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

static volatile pid_t watched_parent;

#ifdef __linux__
static void parent_gone(int signal) {
    (void)signal;
    if (getppid() != watched_parent) _exit(70);
}
#endif

void parent_watch_exit_with(pid_t parent) {
    watched_parent = parent;
#ifdef __linux__
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = parent_gone;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGUSR2, &action, NULL) == 0) prctl(PR_SET_PDEATHSIG, SIGUSR2);
#endif
    if (getppid() != parent) _exit(70);
}
