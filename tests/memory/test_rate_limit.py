"""The per-sender sliding window."""

from longtermmemory.memory.rate_limit import RateLimiter


def test_a_key_gets_its_quota_per_sixty_seconds() -> None:
    limiter = RateLimiter(2)
    assert [limiter.allow("a", t) for t in (0.0, 1.0, 2.0)] == [True, True, False]
    assert limiter.allow("b", 2.0)  # keys are independent
    assert not limiter.allow("a", 59.9)
    assert limiter.allow("a", 60.0)  # the first write left the window


def test_zero_means_unlimited_and_a_clock_going_back_resets() -> None:
    unlimited = RateLimiter(0)
    assert all(unlimited.allow("a", 0.0) for _ in range(100))
    limiter = RateLimiter(1)
    assert limiter.allow("a", 100.0) and not limiter.allow("a", 100.5)
    assert limiter.allow("a", 50.0)
