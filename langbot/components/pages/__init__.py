"""LangBot page component files (the Memory Console; its HTML is `components/pages/memory-console.html`)."""
