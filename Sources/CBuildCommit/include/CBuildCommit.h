#ifndef C_BUILD_COMMIT_H
#define C_BUILD_COMMIT_H

/// The commit the program was built from, or NULL when the build did not say. scripts/build-release
/// links an object defining `f1kit_build_commit`; any other build leaves the weak symbol undefined,
/// so a changed commit relinks the programs without recompiling a single file.
const char *f1kit_build_commit_text(void);

#endif
