// A module named in EXT_TRANSLATE_PROVIDERS by mistake: it exports no provider factory.
export const notAFactory = 42;
