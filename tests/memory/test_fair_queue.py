"""Embedding work served per chat in turns: one chat's backlog never stands before another chat."""

from longtermmemory.memory.fair_queue import FairQueue


def served(queue: FairQueue[str]) -> list[str]:
    """Everything, in the order one worker serves it."""
    order = []
    while (next_item := queue.pop()) is not None:
        key, item = next_item
        order.append(item)
        queue.done(key)
    return order


def test_a_second_chat_is_served_before_the_first_chats_remaining_queue() -> None:
    queue: FairQueue[str] = FairQueue()
    for n in range(4):
        queue.push("flood", f"flood-{n}")
    queue.push("quiet", "quiet-0")
    queue.push("other", "other-0")
    assert served(queue) == ["flood-0", "quiet-0", "other-0", "flood-1", "flood-2", "flood-3"]


def test_questions_go_first_and_take_turns_too() -> None:
    queue: FairQueue[str] = FairQueue()
    for n in range(3):
        queue.push("flood", f"write-{n}")
    queue.push("flood", "ask-a", urgent=True)
    queue.push("flood", "ask-b", urgent=True)
    queue.push("quiet", "ask-q", urgent=True)
    assert served(queue) == ["ask-a", "ask-q", "ask-b", "write-0", "write-1", "write-2"]


def test_a_chat_being_served_holds_one_worker_and_the_next_chat_gets_the_other() -> None:
    queue: FairQueue[str] = FairQueue()
    for n in range(3):
        queue.push("flood", f"flood-{n}")
    assert queue.pop() == ("flood", "flood-0")  # worker 1
    assert queue.pop() is None  # worker 2 does not take the same chat's next item
    queue.push("quiet", "quiet-0", urgent=True)
    assert queue.pop() == ("quiet", "quiet-0")  # worker 2, at once
    queue.done("flood")
    assert queue.pop() == ("flood", "flood-1")
    assert len(queue) == 1
