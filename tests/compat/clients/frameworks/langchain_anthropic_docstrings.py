# Source: langchain-anthropic 1.7.10 (PyPI; langchain-ai/langchain libs/partners/anthropic, MIT),
# langchain_anthropic/chat_models.py: the code of the docstring examples of ChatAnthropic.bind_tools
# and ChatAnthropic.with_structured_output, in that order. Changed: the bind_tools result, which the
# docstring shows as a comment, is printed (print(...) around the call); nothing else.
from langchain_anthropic import ChatAnthropic
from pydantic import BaseModel, Field


class GetWeather(BaseModel):
    '''Get the current weather in a given location'''

    location: str = Field(..., description="The city and state, e.g. San Francisco, CA")


class GetPrice(BaseModel):
    '''Get the price of a specific product.'''

    product: str = Field(..., description="The product to look up.")


model = ChatAnthropic(model="claude-sonnet-4-5-20250929", temperature=0)
model_with_tools = model.bind_tools([GetWeather, GetPrice])
print(repr(model_with_tools.invoke(
    "What is the weather like in San Francisco",
)))

from langchain_anthropic import ChatAnthropic
from pydantic import BaseModel, Field

model = ChatAnthropic(model="claude-sonnet-4-5")

class Movie(BaseModel):
    """A movie with details."""
    title: str = Field(..., description="The title of the movie")
    year: int = Field(..., description="The year the movie was released")
    director: str = Field(..., description="The director of the movie")
    rating: float = Field(..., description="The movie's rating out of 10")

model_with_structure = model.with_structured_output(Movie, method="json_schema")
response = model_with_structure.invoke("Provide details about the movie Inception")
print(response)
