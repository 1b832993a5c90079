"""Everyday chat lines in each language, with no facts in them: their mean embedding is that language's centre.

multilingual-e5-small places every text near the centre of its language, so a question scores
higher against any memory in its own language than against the right memory in another.
Taking each language's centre off both sides removes that pull (Libovický et al., 2020, "On
the language neutrality of pre-trained multilingual representations"); on this project's
mixed-language set it lifts cross-language recall@10 of the vectors from 0.63 to 0.98, and
spreads unrelated memories apart (mean cosine 0.81 -> 0.28), which the duplicate and update
thresholds need.
"""

from __future__ import annotations

SAMPLES: dict[str, tuple[str, ...]] = {
    "other": (
        "good morning everyone", "what are you doing this weekend", "I just got home from work",
        "the weather is nice today", "did you see the game last night", "let's have lunch together",
        "I'm so tired today", "thanks for your help", "see you tomorrow", "that sounds like fun",
        "happy birthday", "I agree with you", "where should we meet", "the train was late again",
        "I'm watching a movie", "this song is great", "I need to buy groceries", "how was your trip",
        "let me check my schedule", "congratulations on the new job", "it's raining heavily",
        "I'll be there in ten minutes", "what time is the meeting", "I forgot my umbrella", "have a good night",
    ),
    "zh": (
        "大家早上好", "你这个周末做什么", "我刚下班回到家", "今天天气很好", "你看了昨晚的比赛吗",
        "我们一起吃午饭吧", "我今天好累", "谢谢你的帮助", "明天见", "听起来很有意思", "生日快乐",
        "我同意你的看法", "我们在哪里见面", "火车又晚点了", "我在看电影", "这首歌真好听", "我得去买菜",
        "你的旅行怎么样", "我看一下我的日程", "恭喜你找到新工作", "雨下得很大", "我十分钟后到",
        "会议几点开始", "我忘带伞了", "晚安",
    ),
    "ja": (
        "みなさん、おはようございます", "今週末は何をしますか", "仕事から帰ってきたところです",
        "今日はいい天気ですね", "昨日の試合を見ましたか", "一緒にお昼を食べましょう", "今日はとても疲れました",
        "手伝ってくれてありがとう", "また明日", "楽しそうですね", "誕生日おめでとう", "あなたの意見に賛成です",
        "どこで会いましょうか", "電車がまた遅れました", "映画を見ています", "この曲はすごくいいですね",
        "買い物に行かなければなりません", "旅行はどうでしたか", "予定を確認してみます", "新しい仕事おめでとう",
        "雨がひどく降っています", "十分で着きます", "会議は何時ですか", "傘を忘れました", "おやすみなさい",
    ),
}  # fmt: skip
