#include "CBuildCommit.h"

#include <stddef.h>

extern const char f1kit_build_commit[] __attribute__((weak));

const char *f1kit_build_commit_text(void) {
    return f1kit_build_commit != NULL && f1kit_build_commit[0] != '\0' ? f1kit_build_commit : NULL;
}
