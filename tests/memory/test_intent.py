"""Explicit remember requests: a table of positives and tricky negatives, English and Japanese."""

from pathlib import Path

import pytest

from longtermmemory.memory.intent import detect_intent
from longtermmemory.tests.support import HostFactory, event, replay

POSITIVES = [
    ("remember that when it rains the match is cancelled", "when it rains the match is cancelled", "episode"),
    ("remember that I'm vegetarian", "I'm vegetarian", "preference"),
    ("Remember: the meeting is on Friday at 3pm", "the meeting is on Friday at 3pm", "episode"),
    ("please remember that the wifi password changes monthly", "the wifi password changes monthly", "episode"),
    ("REMEMBER THAT OUR DEMO IS ON MONDAY", "OUR DEMO IS ON MONDAY", "episode"),
    ("Don't forget that Bob owes me 5 dollars", "Bob owes me 5 dollars", "episode"),
    ("do not forget: the package arrives Tuesday", "the package arrives Tuesday", "episode"),
    ("Never forget that Carol hates cilantro", "Carol hates cilantro", "episode"),
    ("Can you remember that my birthday is May 3?", "my birthday is May 3", "episode"),
    ("could you please remember I'm allergic to peanuts", "I'm allergic to peanuts", "preference"),
    ("note that the office closes at 6", "the office closes at 6", "episode"),
    ("make a note: buy milk on the way", "buy milk on the way", "episode"),
    ("commit this to memory: the gate code rotates weekly", "the gate code rotates weekly", "episode"),
    ("for future reference, the wifi is in the lobby", "the wifi is in the lobby", "episode"),
    ("For future conversations: I prefer metric units", "I prefer metric units", "preference"),
    ("The standup moved to 9:30, for future reference", "The standup moved to 9:30", "episode"),
    ("I love sushi, please remember", "I love sushi", "preference"),
    ("please remember my name is Alice", "Alice", "name"),
    ("remember: call me Ken", "Ken", "name"),
    ("bot, keep in mind that I'm a night owl", "night owl", "trait"),
    ("ok, remember that I don't eat pork", "I don't eat pork", "preference"),
    ("ｒｅｍｅｍｂｅｒ that the launch is in June", "the launch is in June", "episode"),
    ("私はベジタリアンだと覚えておいて", "私はベジタリアンだ", "episode"),
    ("明日は会議があることを忘れないで", "明日は会議がある", "episode"),
    ("金曜日は休みって覚えといて", "金曜日は休み", "episode"),
    ("覚えておいて：金曜日は休み", "金曜日は休み", "episode"),
    ("来週の月曜日に歯医者の予約があることを覚えておいてください", "来週の月曜日に歯医者の予約がある", "episode"),
    ("母の誕生日は五月三日だよ、忘れないでね", "母の誕生日は五月三日", "episode"),
    ("猫の名前はミソだと覚えてて", "猫の名前はミソだ", "episode"),
    ("记住：我妹妹叫美佳", "我妹妹叫美佳", "episode"),
    ("请记住我下周三去上海出差", "我下周三去上海出差", "episode"),
    ("帮我记一下，周五晚上打羽毛球", "周五晚上打羽毛球", "episode"),
    ("我对花生过敏，记住了", "我对花生过敏", "episode"),
    ("我妈妈的生日是五月三日，别忘了", "我妈妈的生日是五月三日", "episode"),
    ("不要忘记：明天要交报告", "明天要交报告", "episode"),
]

NEGATIVES = [
    "do you remember my birthday?",
    "Do you still remember what I told you?",
    "remember when we went hiking?",
    "I remember the old days",
    "Remembering things is hard",
    "note taking app is great",
    "did you forget my order?",
    "what do you remember about me?",
    "you remember Bob, right?",
    "If you remember, tell me",
    "I forgot my keys",
    "don't forgetful",
    "覚えてる？",
    "你记住了吗？",
    "你还记得我妹妹叫什么吗",
    "记住了吗",
    "我记不住他的名字",
    "覚えていますか",
    "忘れた",
    "hello there",
    "",
    "remember",
    "Can you remember where Alice lives?",
    "can you remember who won the quiz",
    "could you remember when the party is?",
    "Remember the Name is my gym song",  # a bare verb first, to nobody: a title, a reminder, nostalgia
    "Remember, the shop closes at 6 on Sundays",
]


@pytest.mark.parametrize(("message", "content", "kind"), POSITIVES)
def test_positive_requests(message: str, content: str, kind: str) -> None:
    intent = detect_intent(message)
    assert intent is not None, message
    assert (intent.content, intent.kind) == (content, kind)


@pytest.mark.parametrize("message", NEGATIVES)
def test_questions_and_mentions_are_not_requests(message: str) -> None:
    assert detect_intent(message) is None


def test_table_is_large_enough() -> None:
    assert len(POSITIVES) + len(NEGATIVES) >= 40


async def test_explicit_requests_are_stored_without_an_llm(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            event(message="Remember that the team offsite is in Nagano next month"),
            event(message="remember that I'm vegetarian"),
            event(message="do you remember the offsite?"),
            event(message="remember that my api_key = abcd1234efgh"),
            event(message="!memory list"),
            event(message="!memory profile"),
        ],
        tmp_path,
    )
    assert out[0]["reply"].startswith("Noted: \u201cthe team offsite is in Nagano next month\u201d (ep_")
    assert "preferences is now I'm vegetarian" in out[1]["reply"]
    assert out[2]["reply"].startswith("(no LLM configured)")
    assert "secret" in out[3]["reply"] and "abcd1234" not in out[3]["reply"]
    assert "1 in all" in out[4]["reply"] and "Nagano" in out[4]["reply"]
    assert "preferences: I'm vegetarian" in out[5]["reply"]
