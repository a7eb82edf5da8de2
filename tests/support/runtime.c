/* Print functions and memrefCopy for executable test programs: the subset
 * of MLIR's libmlir_c_runner_utils the tests' programs call, with the same
 * output, without linking that library (which pulls in libMLIR and
 * libLLVM: about 3.5 s of valgrind start-up per run). Written for ferrobuf;
 * tests/memcheck.rs checks that the output matches the library's. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void printI64(int64_t v) { printf("%lld", (long long)v); }
void printU64(uint64_t v) { printf("%llu", (unsigned long long)v); }
void printF32(float f) {
  if (isnan(f) && signbit(f))
    fputs("-nan", stdout);
  else
    printf("%g", f);
}
void printF64(double d) {
  if (isnan(d) && signbit(d))
    fputs("-nan", stdout);
  else
    printf("%lg", d);
}
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
/* Flushed, so that a program that crashes later still shows its earlier
 * lines. */
void printNewline(void) {
  fputc('\n', stdout);
  fflush(stdout);
}

typedef struct { int64_t rank; void *descriptor; } UnrankedMemRef;
typedef struct { char *allocated; char *aligned; int64_t offset; int64_t rest[]; } Descriptor;

/* True when a memref of `rank` dimensions with these sizes and strides
 * is one dense block (row-major). */
static int dense(int64_t rank, const int64_t *sizes, const int64_t *strides) {
  int64_t expect = 1;
  for (int64_t i = rank - 1; i >= 0; i--) {
    if (sizes[i] != 1 && strides[i] != expect)
      return 0;
    expect *= sizes[i];
  }
  return 1;
}

/* What the lowering of a memref.copy between memrefs that are not both
 * statically contiguous calls: `src` into `dst` (same shape), with one
 * memcpy when both are dense, else one memcpy per element, so that
 * valgrind reports overlapping source and destination as it does for the
 * library's version. */
void memrefCopy(int64_t elem, UnrankedMemRef *src, UnrankedMemRef *dst) {
  int64_t rank = src->rank;
  Descriptor *s = src->descriptor, *d = dst->descriptor;
  int64_t *sizes = s->rest, *ss = s->rest + rank, *ds = d->rest + rank;
  int64_t count = 1;
  for (int64_t i = 0; i < rank; i++)
    count *= sizes[i];
  if (count == 0)
    return;
  if (dense(rank, sizes, ss) && dense(rank, sizes, ds)) {
    memcpy(d->aligned + d->offset * elem, s->aligned + s->offset * elem,
           count * elem);
    return;
  }
  int64_t idx[64] = {0};
  if (rank > 64)
    abort();
  for (;;) {
    int64_t so = s->offset, dO = d->offset;
    for (int64_t i = 0; i < rank; i++) {
      so += idx[i] * ss[i];
      dO += idx[i] * ds[i];
    }
    memcpy(d->aligned + dO * elem, s->aligned + so * elem, elem);
    int64_t i = rank - 1;
    while (i >= 0 && ++idx[i] == sizes[i])
      idx[i--] = 0;
    if (i < 0)
      return;
  }
}
