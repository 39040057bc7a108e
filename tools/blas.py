"""One BLAS thread for the trainers' fits.

The fits are many L-BFGS problems of a few thousand to a million weights, whose
vector steps are BLAS calls too short to share: OpenBLAS's threads spent more
time handing them over than computing, and on a busy machine far more (the
follow-up shape sub-model fitted in 2.3 s on two threads, 0.14 s on one, to the
same weights). One thread also keeps the order of every sum the same whatever
the machine's core count.
"""

from __future__ import annotations

from threadpoolctl import threadpool_limits

# A decorator: the limit holds while the function runs, and is lifted after.
one_blas_thread = threadpool_limits.wrap(limits=1, user_api="blas")
