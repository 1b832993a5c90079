"""A phone or computer switched: "I'm an Android person", then "gave in and got an iPhone" (pure).

The phone (or computer) a member uses is one value at a time, named by its maker or system, a closed class the
same in every language but for its script (iPhone, 苹果, 아이폰; Galaxy, 갤럭시; Huawei, 华为). The newer statement
names a maker the older does not and says it was switched to, bought or got, done ("switched to iPhone", "入了个
苹果", "機種変しました", "갈아탔어", "me he pillado un iPhone", "umgestiegen", "passée à l'iPhone"); a wish, a
doubt or a question is none (`newly_says`), and a phone for work ("公司发的工作机", "업무폰") is another one.
"""

from __future__ import annotations

import re

from .update_model import newly_says

# Each maker or system, by its names in seven languages: the canonical name, then a pattern of its names.
_MAKERS = {
    "apple": r"\b(?:iphone|apple|macbook|imac|mac)\b|苹果|蘋果|アイフォン|アップル|맥북|아이폰|애플",
    "android": r"\bandroid\b|安卓|アンドロイド|안드로이드",
    "samsung": r"\b(?:samsung|galaxy)\b|三星|ギャラクシー|갤럭시|삼성",
    "google": r"\bpixel\b|ピクセル|픽셀",
    "xiaomi": r"\b(?:xiaomi|redmi)\b|小米|红米|샤오미",
    "huawei": r"\bhuawei\b|华为|華為|화웨이",
    "windows": r"\b(?:windows|thinkpad|dell|lenovo)\b|ウィンドウズ|윈도우",
    "linux": r"\blinux\b",
}
_MAKER_PATTERNS = {name: re.compile(pattern, re.IGNORECASE) for name, pattern in _MAKERS.items()}
_SWITCHED = re.compile(
    r"\b(?:switched|got|bought|gave in|converted|went|moved to|pas[ée] (?:a|al)|pasado a|pillado|comprado|cambiado|"
    r"umgestiegen|gekauft|gewechselt|pass[ée]e? (?:à|sur|sous)|achet[ée]e?)\b"
    r"|换了|换成|换到|换[^，。,]{0,8}了|入了|买了|入手|機種変|変えた|変えました|デビュー|買った|買いました|買い替え|갈아탔|갈아탐|바꿨|샀",
    re.IGNORECASE,
)
_FOR_WORK = re.compile(
    r"\b(?:work|company|office|(?<!\d )pro|curro|trabajo|dienst\w*|firmen\w*|boulot|taf)\b|会社|工作|公司|업무|회사",
    re.IGNORECASE,
)


def makers(text: str) -> set[str]:
    return {name for name, pattern in _MAKER_PATTERNS.items() if pattern.search(text)}


def switches_device(old: str, new: str) -> bool:
    """`new` says its speaker switched to a maker `old` does not name, and neither speaks of a device for work."""
    old_makers = makers(old)
    return (
        bool(old_makers)
        and bool(makers(new) - old_makers)
        and newly_says(_SWITCHED, old, new)
        and not _FOR_WORK.search(old)
        and not _FOR_WORK.search(new)
    )
